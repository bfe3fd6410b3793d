note
	description: "Grade points of a score out of 100."

class
	GRADES

create
	make

feature {NONE} -- Initialization

	make
		do
		end

feature -- Access

	grade_points (score: INTEGER): INTEGER
			-- 4 from 90 on, 3 from 80, 2 from 70, 1 from 60, else 0.
		require
			valid_score: score >= 0 and score <= 100
		do
			if score >= 90 then
				Result := 4
			elseif score >= 80 then
				Result := 2
			elseif score >= 70 then
				Result := 2
			elseif score >= 60 then
				Result := 1
			end
		ensure
			top: score >= 90 implies Result = 4
			good: (score >= 80 and score < 90) implies Result = 3
			fair: (score >= 70 and score < 80) implies Result = 2
			pass: (score >= 60 and score < 70) implies Result = 1
			fail: score < 60 implies Result = 0
		end

end
