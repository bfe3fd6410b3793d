-- String building: append integers and characters to one string, then scan it.
local parts = {}
local i = 1
while i <= 100000 do
  parts[#parts + 1] = tostring(i * 7)
  parts[#parts + 1] = ","
  if i % 10 == 0 then
    parts[#parts + 1] = "\n"
  end
  i = i + 1
end
local text = table.concat(parts)
local checksum = 0
local j = 1
while j <= #text do
  checksum = (checksum * 31 + string.byte(text, j)) % 1000003
  j = j + 1
end
print("length = " .. #text .. " checksum = " .. checksum)
