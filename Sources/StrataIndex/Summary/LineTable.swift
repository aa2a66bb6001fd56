/// Byte offsets where lines start, to turn syntax positions into 1-based line and column.
///
/// Built during the style scan that reads every byte anyway, so it is cheaper than a
/// `SourceLocationConverter`, which walks the whole tree a second time.
struct LineTable: Sendable {
    /// `lineStarts[0] == 0`; one entry per line, in increasing order.
    private(set) var lineStarts: [Int] = [0]

    mutating func addLine(startingAt offset: Int) { lineStarts.append(offset) }

    mutating func reserve(lines: Int) { lineStarts.reserveCapacity(lines) }

    /// 1-based line of a UTF-8 offset; offsets past the end map to the last line.
    func line(ofOffset offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// Line and column at once: one search instead of two.
    func position(ofOffset offset: Int) -> (line: Int, column: Int) {
        let line = line(ofOffset: offset)
        return (line, offset - lineStarts[line - 1] + 1)
    }

    /// 1-based UTF-8 column, as compilers print it.
    func column(ofOffset offset: Int) -> Int {
        let line = line(ofOffset: offset)
        return offset - lineStarts[line - 1] + 1
    }
}
