print("shortcut-lint: under construction")
