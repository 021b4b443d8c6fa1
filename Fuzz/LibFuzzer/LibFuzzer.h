// What libFuzzer offers a fuzz target that brings its own mutator (Fuzz/JSONMutator.swift).
#include <stddef.h>
#include <stdint.h>

/// libFuzzer's own mutation of the Size bytes at Data (room for MaxSize), dictionary words included; returns
/// the new size.
size_t LLVMFuzzerMutate(uint8_t *Data, size_t Size, size_t MaxSize);
