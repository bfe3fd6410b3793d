# Object creation and attribute access: build a linked list of small nodes and walk it.
class Node:
    __slots__ = ("value", "next")
    def __init__(self, value, next):
        self.value = value
        self.next = next

first = None
i = 1
while i <= 200000:
    first = Node(i % 1000, first)
    i = i + 1
total = 0
k = 1
while k <= 8:
    n = first
    while n is not None:
        total = (total + n.value * k) % 1000000007
        n = n.next
    k = k + 1
print("objects checksum = " + str(total))
