# String building: append integers and characters to one string, then scan it.
parts = []
i = 1
while i <= 100000:
    parts.append(str(i * 7))
    parts.append(",")
    if i % 10 == 0:
        parts.append("\n")
    i = i + 1
text = "".join(parts)
checksum = 0
j = 0
while j < len(text):
    checksum = (checksum * 31 + ord(text[j])) % 1000003
    j = j + 1
print("length = " + str(len(text)) + " checksum = " + str(checksum))
