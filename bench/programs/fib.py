# Recursive calls: naive Fibonacci.
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)

print("fib(30) = " + str(fib(30)))
