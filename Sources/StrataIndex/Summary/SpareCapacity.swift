extension Array {
    /// Moves the elements into an array of their own size when more than an eighth of the storage
    /// (and at least a few elements' worth) is unused: one copy, for an array that is kept for long.
    mutating func dropSpareCapacity() {
        let spare = capacity - count
        guard spare > 4, spare > count / 8 else { return }
        self = withUnsafeBufferPointer { Array($0) }
    }
}
