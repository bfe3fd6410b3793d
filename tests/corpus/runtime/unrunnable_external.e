-- An external routine Amend cannot run (`external "C"') is a warning; the class loads and
-- runs until the routine is called, which stops the run.
-- expect warning: 27:2: external "C" routine `c_time' cannot be run by Amend
-- expect: before
-- expect violation: other
-- at: 21

class
	UNRUNNABLE_EXTERNAL

create
	make

feature

	make
		local
			t: INTEGER
		do
			print ("before%N")
			t := c_time
			print ("after%N")
		end

feature {NONE} -- C

	c_time: INTEGER
		external
			"C"
		alias
			"time"
		end

end
