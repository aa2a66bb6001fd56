import MCP

/// `limit` and `cursor` of a tool whose result is a long list (lint findings, classified types):
/// a page of the list, and the cursor of the next page, so no answer grows to megabytes of text.
///
/// The cursor is opaque to the client (MCP's pagination model); it is the offset of the next item.
struct Paging: Sendable, Equatable {
    static let defaultLimit = 100
    static let maxLimit = 1_000

    var offset: Int
    var limit: Int

    init(offset: Int = 0, limit: Int = Paging.defaultLimit) {
        self.offset = offset
        self.limit = limit
    }

    init(_ arguments: ToolArguments) throws(MCPError) {
        limit = try arguments.integer("limit", in: 1...Self.maxLimit) ?? Self.defaultLimit
        offset = 0
        if let cursor = try arguments.string("cursor") {
            guard let offset = Int(cursor), offset >= 0 else {
                throw MCPError.invalidParams("\(arguments.tool): `cursor` must be a `nextCursor` from an earlier answer, not `\(ToolArguments.printable(cursor))`")
            }
            self.offset = offset
        }
    }

    /// The page of `items` and the page's description for the structured result.
    func page<Item>(_ items: [Item]) -> (items: ArraySlice<Item>, info: Info) {
        let start = min(offset, items.count)
        let end = min(start + limit, items.count)
        return (items[start..<end], Info(total: items.count, offset: start, count: end - start, nextCursor: end < items.count ? String(end) : nil))
    }

    struct Info: Encodable, Sendable {
        var total: Int
        var offset: Int
        var count: Int
        /// Pass as `cursor` for the next page; absent on the last page.
        var nextCursor: String?

        var line: String {
            nextCursor.map { "showing \(offset + 1)–\(offset + count) of \(total); pass cursor \"\($0)\" for the next page" } ?? ""
        }
    }

    /// The schema fragments of the two arguments.
    static func arguments(of what: String) -> [String: Value] {
        [
            "limit": Schema.integer("At most this many \(what) in one answer.", minimum: 1, maximum: maxLimit, default: defaultLimit),
            "cursor": Schema.string("The `nextCursor` of the previous answer, for the next page of \(what)."),
        ]
    }

    static let infoSchema = Schema.object(
        [
            "total": Schema.integer("Items in all."),
            "offset": Schema.integer("Index of the first item of this page."),
            "count": Schema.integer("Items in this page."),
            "nextCursor": Schema.string("Pass as `cursor` for the next page; absent on the last page."),
        ], required: ["total", "offset", "count"])
}
