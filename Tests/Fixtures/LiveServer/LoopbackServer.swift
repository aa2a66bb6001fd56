#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A tiny HTTP/1.1 server for the live Data-layer tests: it listens on 127.0.0.1 only, answers canned
/// responses by method and path (any query string), logs requests with their query and body, can stop
/// and start again on the same port, and stops by itself after `lifetime` seconds.
///
/// Copied into the generated package by Strata's end-to-end test; never part of Strata itself.
final class LoopbackServer: @unchecked Sendable {
    struct Response: Sendable {
        var status: Int
        var body: String
        /// Seconds to wait before answering (a slow server, to cancel a request in flight).
        var delay: TimeInterval = 0
    }

    struct Request: Sendable {
        var method: String
        var path: String
        /// The query string without `?` (`limit=5`), empty when there is none.
        var query: String
        var body: String
    }

    private let lock = NSLock()
    private var routes: [String: Response] = [:]
    private var log: [Request] = []
    private var listener: Int32 = -1
    /// Signalled by the accept loop once it closed its socket: the port is free again.
    private var acceptLoopEnded: DispatchSemaphore?
    private var boundPort: UInt16 = 0
    private let lifetime: TimeInterval

    init(lifetime: TimeInterval = 60) {
        self.lifetime = lifetime
    }

    var port: UInt16 { locked { boundPort } }
    var requests: [Request] { locked { log } }
    var baseURL: URL? { URL(string: "http://127.0.0.1:\(port)") }

    func route(_ method: String, _ path: String, status: Int = 200, body: String = "{}", delay: TimeInterval = 0) {
        locked { routes["\(method) \(path)"] = Response(status: status, body: body, delay: delay) }
    }

    /// Listens on 127.0.0.1: on a free port the first time, on the same port after `stop()`.
    func start() throws {
        #if os(Linux)
        let socketType = Int32(SOCK_STREAM.rawValue)
        #else
        let socketType = SOCK_STREAM
        #endif
        let descriptor = socket(AF_INET, socketType, 0)
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        var reuse: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(descriptor, socketAddress, length) == 0 && listen(descriptor, 16) == 0
                    && getsockname(descriptor, socketAddress, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            throw POSIXError(.EADDRINUSE)
        }
        let ended = DispatchSemaphore(value: 0)
        locked {
            listener = descriptor
            boundPort = UInt16(bigEndian: address.sin_port)
            acceptLoopEnded = ended
        }
        // The loop alone closes the socket: a descriptor closed under a loop busy elsewhere could be
        // reused by the next server's socket, and the old loop would then steal that server's requests.
        Thread { [self] in
            acceptLoop(descriptor)
            close(descriptor)
            ended.signal()
        }.start()
        DispatchQueue.global().asyncAfter(deadline: .now() + lifetime) { [self] in stop() }
    }

    /// Stops listening: new connections are refused until `start()`. Returns once the port is free.
    func stop() {
        let (descriptor, ended) = locked { () -> (Int32, DispatchSemaphore?) in
            let stopped = (listener, acceptLoopEnded)
            listener = -1
            acceptLoopEnded = nil
            return stopped
        }
        guard descriptor >= 0 else { return }
        // Wakes the loop's `accept` with an error; the loop then closes the socket.
        shutdown(descriptor, Int32(SHUT_RDWR))
        _ = ended?.wait(timeout: .now() + 5)
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    /// Each request on its own thread, so a slow answer (a request about to be cancelled) never
    /// holds up the next one, and the loop is always in `accept` for `stop` to wake.
    private func acceptLoop(_ descriptor: Int32) {
        while true {
            let client = accept(descriptor, nil, nil)
            guard client >= 0 else {
                if errno == EINTR { continue }
                return
            }
            Thread { [self] in handle(client) }.start()
        }
    }

    private func handle(_ client: Int32) {
        defer { close(client) }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(client, &buffer, buffer.count)
            guard count > 0 else { return }
            received += buffer[0..<count]
            if let request = Self.parse(received) {
                respond(to: request, on: client)
                return
            }
        }
    }

    /// A complete request (headers and `Content-Length` bytes of body), or `nil` while more must be read.
    private static func parse(_ bytes: [UInt8]) -> Request? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let headerEnd = text.range(of: "\r\n\r\n") else { return nil }
        let lines = text[..<headerEnd.lowerBound].split(separator: "\r\n")
        let parts = lines.first?.split(separator: " ") ?? []
        guard parts.count >= 2 else { return nil }
        let contentLength = lines.dropFirst().compactMap { line -> Int? in
            let pair = line.split(separator: ":", maxSplits: 1)
            guard pair.count == 2, pair[0].lowercased() == "content-length" else { return nil }
            return Int(pair[1].trimmingCharacters(in: .whitespaces))
        }.first ?? 0
        let body = String(text[headerEnd.upperBound...])
        guard body.utf8.count >= contentLength else { return nil }
        let target = parts[1].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = target.first.map(String.init) ?? ""
        let query = target.count > 1 ? String(target[1]) : ""
        return Request(method: String(parts[0]), path: path, query: query, body: body)
    }

    private func respond(to request: Request, on client: Int32) {
        let response = locked { () -> Response in
            log.append(request)
            return routes["\(request.method) \(request.path)"] ?? Response(status: 404, body: "{}")
        }
        if response.delay > 0 { Thread.sleep(forTimeInterval: response.delay) }
        let body = Array(response.body.utf8)
        let head = "HTTP/1.1 \(response.status) Status\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        let bytes = Array(head.utf8) + body
        var sent = 0
        while sent < bytes.count {
            // A client that gave up (a cancelled request) has closed its end: no SIGPIPE for that.
            #if os(Linux)
            let count = bytes[sent...].withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            #else
            let count = bytes[sent...].withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
            #endif
            guard count > 0 else { return }
            sent += count
        }
    }
}
