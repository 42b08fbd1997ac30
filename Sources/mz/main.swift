print("mz")
