# Agents on the hot path: a closure with one bound operand and a predicate closure, each
# called 300,000 times (the same algorithm as agents.e and agents.lua).
import functools


def mix(a, b, k):
    return (a * k + b) % 1000003


def main():
    combine = functools.partial(mix, k=31)
    keep = lambda x: x % 3 != 0
    acc, kept = 0, 0
    i = 1
    while i <= 300000:
        acc = combine(acc, i)
        if keep(acc):
            kept = kept + 1
        i = i + 1
    print("agents checksum = " + str(acc) + " kept = " + str(kept))


main()
