# Contract checks on the hot path: an account whose invariant is checked on entry and exit of
# every deposit and withdraw, with pre- and postconditions comparing with the old values.
class Account:
    __slots__ = ("balance", "operations")

    def __init__(self):
        self.balance = 0
        self.operations = 0
        assert self.balance == 0 and self.operations == 0, "empty"
        self.invariant()

    def invariant(self):
        assert self.balance >= 0, "not_negative"
        assert self.operations >= 0, "operations_not_negative"

    def deposit(self, amount):
        self.invariant()
        assert amount > 0, "positive"
        old_balance, old_operations = self.balance, self.operations
        self.balance = self.balance + amount
        self.operations = self.operations + 1
        assert self.balance == old_balance + amount, "added"
        assert self.operations == old_operations + 1, "counted"
        self.invariant()

    def withdraw(self, amount):
        self.invariant()
        assert amount > 0, "positive"
        assert amount <= self.balance, "enough"
        old_balance, old_operations = self.balance, self.operations
        self.balance = self.balance - amount
        self.operations = self.operations + 1
        assert self.balance == old_balance - amount, "taken"
        assert self.operations == old_operations + 1, "counted"
        self.invariant()


a = Account()
total = 0
i = 1
while i <= 300000:
    a.deposit(i % 100 + 1)
    if a.balance > 50:
        a.withdraw(a.balance % 37 + 1)
    total = (total + a.balance) % 1000000007
    i = i + 1
print("contracts checksum = " + str(total) + " operations = " + str(a.operations))
