/// Byte offsets where lines start, to turn syntax positions into 1-based line and column.
///
/// Built during the style scan that reads every byte anyway, so it is cheaper than a
/// `SourceLocationConverter`, which walks the whole tree a second time.
struct LineTable: Sendable {
    /// `lineStarts[0] == 0`; one entry per line, in increasing order.
    private(set) var lineStarts: [Int] = [0]

    /// For each 64-byte block of the file, the 0-based line its first byte is on (`seal`): a
    /// look-up then steps over the two or three lines a block holds instead of a binary search over
    /// the file's lines. Every fact the summary records asks for a position, and the search was a
    /// twentieth of the summary's own work.
    private var blockLines: [Int32] = []
    private static let blockShift = 6

    mutating func addLine(startingAt offset: Int) { lineStarts.append(offset) }

    mutating func reserve(lines: Int) { lineStarts.reserveCapacity(lines) }

    /// Builds the block table once every line is added; without it, look-ups search.
    mutating func seal(byteCount: Int) {
        let blocks = (byteCount >> Self.blockShift) + 1
        var table = [Int32](repeating: 0, count: blocks)
        lineStarts.withUnsafeBufferPointer { starts in
            var line = 0
            for block in 0..<blocks {
                let offset = block << Self.blockShift
                while line + 1 < starts.count, starts[line + 1] <= offset { line += 1 }
                table[block] = Int32(line)
            }
        }
        blockLines = table
    }

    /// 1-based line of a UTF-8 offset; offsets past the end map to the last line.
    func line(ofOffset offset: Int) -> Int {
        lineStarts.withUnsafeBufferPointer { starts in
            let block = offset >> Self.blockShift
            guard offset >= 0, block < blockLines.count else { return Self.search(starts, offset) }
            var line = Int(blockLines[block])
            while line + 1 < starts.count, starts[line + 1] <= offset { line += 1 }
            return line + 1
        }
    }

    private static func search(_ starts: UnsafeBufferPointer<Int>, _ offset: Int) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
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
