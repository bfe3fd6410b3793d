// Placeholder entry point; replaced by the command dispatcher.
int main() { return 0; }
