/// Cuts a byte stream into newline-delimited messages, looking at each byte once.
///
/// MCP's stdio transport delimits messages by newlines and forbids newlines inside them. Each chunk
/// is searched for `\n` from where the previous search stopped, so reading a message costs its
/// length, however many chunks it arrives in. A message longer than `limit` is not kept: the framer
/// hands out its first `limit` bytes (enough to find its id) as soon as the limit is crossed, then
/// skips the rest up to the next newline without storing it.
struct LineFramer {
    enum Event: Equatable {
        case line([UInt8])
        /// A message over the limit, cut to its first `limit` bytes; the rest is being skipped.
        case oversized(prefix: [UInt8])
    }

    let limit: Int
    private var pending: [UInt8] = []
    private var skipping = false

    init(limit: Int) {
        self.limit = limit
    }

    mutating func feed<Bytes: Collection>(_ chunk: Bytes) -> [Event] where Bytes.Element == UInt8 {
        var events: [Event] = []
        var rest = chunk[...]
        while !rest.isEmpty {
            let newline = rest.firstIndex(of: UInt8(ascii: "\n"))
            let piece = rest[..<(newline ?? rest.endIndex)]
            if skipping {
                // Nothing of an oversized message is kept.
            } else if pending.count + piece.count > limit {
                pending.append(contentsOf: piece.prefix(limit - pending.count))
                events.append(.oversized(prefix: pending))
                pending = []
                skipping = true
            } else {
                pending.append(contentsOf: piece)
            }
            guard let newline else { break }
            if !skipping, pending.contains(where: { !Self.isWhitespace($0) }) { events.append(.line(pending)) }
            pending = []
            skipping = false
            rest = rest[rest.index(after: newline)...]
        }
        return events
    }

    /// The input ended: a last message without its newline still counts.
    mutating func finish() -> [Event] {
        defer { pending = [] }
        guard !skipping, pending.contains(where: { !Self.isWhitespace($0) }) else { return [] }
        return [.line(pending)]
    }

    static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A }
}
