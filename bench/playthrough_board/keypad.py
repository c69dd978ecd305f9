"""Stand-in for CircuitPython's ``keypad`` (bench/bench_playthrough.py): ``Keys`` with an
``events`` queue that the play-through's replay fills, a press and its release at once."""


class Event:
    def __init__(self, key_number, pressed):
        self.key_number = key_number
        self.pressed = pressed


class Keys:
    def __init__(self, pins, value_when_pressed=False, pull=True):
        self.queue = []
        self.events = self
        MADE.append(self)

    def get(self):
        return self.queue.pop(0) if self.queue else None

    def press(self, number):
        self.queue.append(Event(number, True))
        self.queue.append(Event(number, False))


MADE = []  # the Keys code.py made, for the replay
