import Foundation
import Logging
import MCP

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Strata's stdio transport: newline-delimited JSON-RPC on two file descriptors.
///
/// It replaces the SDK's `StdioTransport`, which searches its whole buffer again for each 4 KiB
/// chunk (quadratic in a message's length) and has no size limit. Here a thread reads in 64 KiB
/// chunks and `LineFramer` cuts lines in one pass; a line over `messageLimit` bytes is refused at
/// once and skipped unread. Every line goes through `JSONRPCGate`: what is not a valid request is
/// answered here with the specification's error; requests reach the SDK under an id of the
/// transport's and are answered with the client's own.
///
/// Writing to a client that closed its end is an error, not a signal: `SIGPIPE` is ignored by
/// `runOverStdio`, and `outputClosed` tells the server to stop.
actor StdioLineTransport: Transport {
    /// 4 MiB: four times the longest inline spec an argument may hold (1 MiB), with room for escapes.
    static let defaultMessageLimit = 4 * 1_048_576

    nonisolated let logger = Logger(label: "strata.mcp.stdio", factory: { _ in SwiftLogNoOpLogHandler() })
    nonisolated let ledger = RequestLedger()
    private let input: Int32
    private let output: Output
    private let messageLimit: Int
    private let stream: AsyncThrowingStream<Data, Swift.Error>
    private let continuation: AsyncThrowingStream<Data, Swift.Error>.Continuation
    private var reading = false

    init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, messageLimit: Int = StdioLineTransport.defaultMessageLimit) {
        self.input = input
        self.output = Output(descriptor: output)
        self.messageLimit = messageLimit
        (stream, continuation) = AsyncThrowingStream.makeStream()
    }

    func connect() async throws {
        guard !reading else { return }
        reading = true
        let reader = Reader(
            input: input, framer: LineFramer(limit: messageLimit), ledger: ledger, output: output, continuation: continuation)
        let thread = Thread { reader.run() }
        thread.name = "strata-mcp-stdin"
        thread.start()
    }

    func disconnect() async {
        continuation.finish()
    }

    func send(_ data: Data) async throws {
        try output.write(Self.withClientID(data, ledger: ledger))
    }

    func receive() -> AsyncThrowingStream<Data, Swift.Error> { stream }

    /// The input reached its end and every line of it was handled.
    nonisolated var inputEnded: Bool { output.inputEnded }

    /// The client closed the pipe it reads answers from: nothing sent from now on arrives.
    nonisolated var outputClosed: Bool { output.isClosed }

    /// An answer of the SDK's with the client's id in place of the transport's; an error the SDK
    /// raised about a message it could not read gets `null` (the gate lets no such message through,
    /// so this is a safety net, not a path).
    static func withClientID(_ data: Data, ledger: RequestLedger) -> Data {
        let bytes = [UInt8](data)
        let scan = JSONScan(bytes)
        guard scan.isValid, let id = scan.member("id"), scan.member("method") == nil else { return data }
        let clientID: Data
        if let mine = JSONRPCGate.string(id, in: bytes), mine.hasPrefix(RequestLedger.prefix), let known = ledger.answer(mine) {
            clientID = known
        } else if id.kind == .string {
            clientID = Data("null".utf8)
        } else {
            return data
        }
        var result = Data(bytes[..<id.range.lowerBound])
        result.append(clientID)
        result.append(contentsOf: bytes[id.range.upperBound...])
        return result
    }

    /// Reads the input to its end on its own thread (a blocking `read` must not hold a task's thread).
    final class Reader: @unchecked Sendable {
        let input: Int32
        var framer: LineFramer
        let ledger: RequestLedger
        let output: Output
        let continuation: AsyncThrowingStream<Data, Swift.Error>.Continuation

        init(input: Int32, framer: LineFramer, ledger: RequestLedger, output: Output, continuation: AsyncThrowingStream<Data, Swift.Error>.Continuation) {
            self.input = input
            self.framer = framer
            self.ledger = ledger
            self.output = output
            self.continuation = continuation
        }

        func run() {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                if count > 0 {
                    for event in framer.feed(buffer[..<count]) { handle(event) }
                } else if count == 0 {
                    break
                } else if errno == EINTR {
                    continue
                } else if errno == EAGAIN || errno == EWOULDBLOCK {
                    var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
                    _ = poll(&descriptor, 1, 100)
                } else {
                    break
                }
            }
            for event in framer.finish() { handle(event) }
            output.inputEnded = true
            continuation.finish()
        }

        func handle(_ event: LineFramer.Event) {
            switch event {
            case .line(let line):
                switch JSONRPCGate.judge(line) {
                case .request(let line, let idRange, let id, let key):
                    forward(line, replacing: idRange, with: ledger.admit(id: id, key: key))
                case .cancellation(let line, let range, let key):
                    guard let mine = ledger.cancel(key: key) else { return }  // answered already, or never asked
                    forward(line, replacing: range, with: mine)
                case .forward(let line):
                    continuation.yield(Data(line))
                case .refuse(let answer):
                    try? output.write(answer)
                case .ignore(let why):
                    FileHandle.standardError.write(Data("strata mcp: ignored a notification: \(why)\n".utf8))
                }
            case .oversized(let prefix):
                let start = JSONScan(prefix)
                let id = start.member("id").flatMap { member -> Data? in
                    member.kind == .string || (member.kind == .number && member.isInteger) ? Data(prefix[member.range]) : nil
                }
                try? output.write(
                    JSONRPCError.response(
                        code: JSONRPCError.invalidRequest,
                        message: "Invalid Request: the message is longer than the limit of \(framer.limit) bytes; it was skipped unread",
                        id: id))
            }
        }

        private func forward(_ line: [UInt8], replacing range: Range<Int>, with replacement: Data) {
            var data = Data(line[..<range.lowerBound])
            data.append(replacement)
            data.append(contentsOf: line[range.upperBound...])
            continuation.yield(data)
        }
    }

    /// The output descriptor, one whole line at a time whoever writes (the reader's refusals, the
    /// SDK's answers).
    final class Output: @unchecked Sendable {
        struct Closed: Error, CustomStringConvertible {
            var description: String { "the client closed the server's output" }
        }

        let descriptor: Int32
        private let lock = NSLock()
        private var closed = false
        private var ended = false

        /// Set by the reader (kept here, beside the other end's state, under the same lock).
        var inputEnded: Bool {
            get { lock.withLock { ended } }
            set { lock.withLock { ended = newValue } }
        }

        init(descriptor: Int32) {
            self.descriptor = descriptor
        }

        var isClosed: Bool {
            lock.withLock {
                if closed { return true }
                // A pipe whose reader is gone polls as an error (Linux, macOS), before any write fails.
                var probe = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                if poll(&probe, 1, 0) > 0, probe.revents & Int16(POLLERR | POLLHUP | POLLNVAL) != 0 { closed = true }
                return closed
            }
        }

        func write(_ message: Data) throws {
            var line = message
            line.append(UInt8(ascii: "\n"))
            try lock.withLock {
                guard !closed else { throw Closed() }
                try line.withUnsafeBytes { raw in
                    var offset = 0
                    while offset < raw.count {
                        let written = writeBytes(descriptor, raw.baseAddress! + offset, raw.count - offset)
                        if written >= 0 {
                            offset += written
                        } else if errno == EINTR {
                            continue
                        } else if errno == EAGAIN || errno == EWOULDBLOCK {
                            var descriptor = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                            _ = poll(&descriptor, 1, 100)
                        } else {
                            closed = true
                            throw Closed()
                        }
                    }
                }
            }
        }
    }
}

/// `write(2)`, named apart from `Output.write`.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}
