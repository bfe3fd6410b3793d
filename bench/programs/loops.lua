-- Loops with integer arithmetic: a linear congruential checksum (values stay below 2^31).
local s = 0
local i = 1
while i <= 2000000 do
  s = (s * 31 + i) % 1000003
  if s % 7 == 3 then
    s = s + i // 3
  end
  i = i + 1
end
print("loops checksum = " .. s)
