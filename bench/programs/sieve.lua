-- Array reads and writes: sieve of Eratosthenes over an array of integers (indexes 1..n).
local n = 1000000
local a = {}
for k = 1, n do
  a[k] = 0
end
local count = 0
local checksum = 0
local i = 2
while i <= n do
  if a[i] == 0 then
    count = count + 1
    checksum = (checksum + i) % 1000000007
    -- i * i would overflow 32 bits for large i: only sieve with i <= sqrt (n) = 1000
    if i <= 1000 then
      local j = i * i
      while j <= n do
        a[j] = 1
        j = j + i
      end
    end
  end
  i = i + 1
end
print("primes = " .. count .. " checksum = " .. checksum)
