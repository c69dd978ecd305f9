"""CRC-32 in plain Python, for an interpreter whose ``binascii`` has no ``crc32``
(CircuitPython and MicroPython both have it: save.py loads this only otherwise)."""

# CRC-32 (IEEE 802.3, reflected, polynomial 0xEDB88320), one nibble at a time:
# a 16-entry table is enough and keeps the fallback small.
# fmt: off
_NIBBLE = (
    0x00000000, 0x1DB71064, 0x3B6E20C8, 0x26D930AC, 0x76DC4190, 0x6B6B51F4, 0x4DB26158, 0x5005713C,
    0xEDB88320, 0xF00F9344, 0xD6D6A3E8, 0xCB61B38C, 0x9B64C2B0, 0x86D3D2D4, 0xA00AE278, 0xBDBDF21C,
)
# fmt: on


def crc32(data, crc=0):
    """CRC-32 of ``data`` continuing from ``crc``; same result as ``binascii.crc32``."""
    crc ^= 0xFFFFFFFF
    for byte in data:
        crc ^= byte
        crc = (crc >> 4) ^ _NIBBLE[crc & 15]
        crc = (crc >> 4) ^ _NIBBLE[crc & 15]
    return crc ^ 0xFFFFFFFF
