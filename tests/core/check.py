"""Tiny assertion helpers for the portable tests (no pytest on MicroPython)."""


def raises(exc_type, fn, *args):
    """Call fn(*args) and assert it raises exc_type; returns the exception."""
    try:
        fn(*args)
    except exc_type as e:
        return e
    raise AssertionError("expected %s from %s" % (exc_type.__name__, getattr(fn, "__name__", fn)))
