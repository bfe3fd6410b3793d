# Loops with integer arithmetic: a linear congruential checksum (values stay below 2^31).
s = 0
i = 1
while i <= 2000000:
    s = (s * 31 + i) % 1000003
    if s % 7 == 3:
        s = s + i // 3
    i = i + 1
print("loops checksum = " + str(s))
