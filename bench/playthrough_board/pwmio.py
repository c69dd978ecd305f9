"""Stand-in for CircuitPython's ``pwmio`` (bench/bench_playthrough.py): the piezo's
``PWMOut``; the runner sets its frequency and duty cycle, nothing sounds."""


class PWMOut:
    def __init__(self, pin, frequency=440, duty_cycle=0, variable_frequency=False):
        self.frequency = frequency
        self.duty_cycle = duty_cycle
