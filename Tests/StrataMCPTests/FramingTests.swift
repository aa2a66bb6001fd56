import Foundation
import Testing

@testable import StrataMCP

/// The stdio transport's pieces without a process: line framing, the JSON scan and the JSON-RPC gate.
@Suite("JSON-RPC framing and gate")
struct FramingTests {
    @Test func linesSplitAcrossChunksAreJoinedAndOversizedOnesCutAtTheLimit() {
        var framer = LineFramer(limit: 16)
        #expect(framer.feed(Array("{\"a\":".utf8)) == [])
        #expect(framer.feed(Array("1}\n  \n{\"b\"".utf8)) == [.line(Array("{\"a\":1}".utf8))])
        #expect(framer.feed(Array(":2}\r\n".utf8)) == [.line(Array("{\"b\":2}\r".utf8))])
        let long = Array(repeating: UInt8(ascii: "x"), count: 40)
        #expect(framer.feed(long) == [.oversized(prefix: Array(long.prefix(16)))], "refused once the limit is crossed, before the line ends")
        #expect(framer.feed(long + Array("\n[1]\n".utf8)) == [.line(Array("[1]".utf8))], "the rest of the long line is skipped")
        #expect(framer.finish() == [])
        #expect(framer.feed(Array("tail".utf8)) == [])
        #expect(framer.finish() == [.line(Array("tail".utf8))], "a last line without its newline counts")
    }

    @Test func theScanFindsTopLevelMembersAndDepthWithoutRecursion() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let scan = JSONScan(Array("{\"id\":7,\"params\":\(deep),\"m\":\"x\"}".utf8))
        #expect(scan.isValid)
        #expect(scan.depth == 100_001)
        #expect(scan.member("id")?.isInteger == true)
        #expect(scan.member("m")?.kind == .string)
        let prefix = JSONScan(Array("{\"id\":\"abc\",\"params\":{\"x\":\"yyyy".utf8))
        #expect(!prefix.isValid && prefix.truncated)
        #expect(prefix.member("id")?.kind == .string, "a cut message still yields the id it completed")
        for bad in ["{\"a\":01}", "[1,]", "{\"a\" 1}", "\"\\q\"", "tru", "{}}", "\"\u{01}\"", "-", "1.", "1e"] {
            #expect(!JSONScan(Array(bad.utf8)).isValid, "\(bad)")
        }
        for good in ["0", "-0.5e+3", "\"\\u00e9\\n\"", "[[],{}]", " {\"a\" : [true,false,null]} "] {
            #expect(JSONScan(Array(good.utf8)).isValid, "\(good)")
        }
    }

    @Test func theGateAnswersWhatTheSDKWouldMishandle() throws {
        func refusal(_ line: String) throws -> [String: Any] {
            guard case .refuse(let data) = JSONRPCGate.judge(Array(line.utf8)) else {
                Issue.record("not refused: \(line)")
                return [:]
            }
            return try #require(try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed) as? [String: Any])
        }
        func code(_ answer: [String: Any]) -> Int? { (answer["error"] as? [String: Any])?["code"] as? Int }
        #expect(code(try refusal("{oops")) == -32700)
        #expect(try refusal("{oops")["id"] is NSNull)
        #expect(code(try refusal("[]")) == -32600)
        for id in ["1.5", "true", "{}", "[]", "2e3"] {
            let answer = try refusal("{\"jsonrpc\":\"2.0\",\"id\":\(id),\"method\":\"ping\"}")
            #expect(code(answer) == -32600, "\(id)")
            #expect(answer["id"] is NSNull, "\(id)")
        }
        let noName = try refusal(#"{"jsonrpc":"2.0","id":"a","method":"tools/call","params":{}}"#)
        #expect(code(noName) == -32602)
        #expect(noName["id"] as? String == "a")
        guard case .request(_, _, let id, let key) = JSONRPCGate.judge(Array(#"{"jsonrpc":"2.0","id":null,"method":"ping"}"#.utf8)) else {
            Issue.record("a null id is a request")
            return
        }
        #expect(String(decoding: id, as: UTF8.self) == "null")
        #expect(key == "null")
        guard case .cancellation = JSONRPCGate.judge(Array(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":3}}"#.utf8)) else {
            Issue.record("a cancellation is recognised")
            return
        }
    }

    @Test func answersGoBackWithTheClientsOwnID() {
        let ledger = RequestLedger()
        let mine = ledger.admit(id: Data("123456789012345678901234567890".utf8), key: "n:123456789012345678901234567890")
        let answer = Data(#"{"id":"#.utf8) + mine + Data(#","jsonrpc":"2.0","result":{"id":"x"}}"#.utf8)
        let sent = String(decoding: StdioLineTransport.withClientID(answer, ledger: ledger), as: UTF8.self)
        #expect(sent == #"{"id":123456789012345678901234567890,"jsonrpc":"2.0","result":{"id":"x"}}"#)
        #expect(ledger.owed == 0)
        let invented = String(
            decoding: StdioLineTransport.withClientID(Data(#"{"jsonrpc":"2.0","id":"F00D","error":{"code":-32700,"message":"m"}}"#.utf8), ledger: ledger), as: UTF8.self)
        #expect(invented.contains(#""id":null"#), "an id the SDK invented becomes null")
    }
}
