# Array reads and writes: sieve of Eratosthenes over an array of integers (indexes 1..n).
n = 1000000
a = [0] * (n + 1)
count = 0
checksum = 0
i = 2
while i <= n:
    if a[i] == 0:
        count = count + 1
        checksum = (checksum + i) % 1000000007
        # i * i would overflow 32 bits for large i: only sieve with i <= sqrt (n) = 1000
        if i <= 1000:
            j = i * i
            while j <= n:
                a[j] = 1
                j = j + i
    i = i + 1
print("primes = " + str(count) + " checksum = " + str(checksum))
