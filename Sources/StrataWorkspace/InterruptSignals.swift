import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The signal received while the handlers were installed; written by the handler, read between
/// file operations. A global (a C handler cannot reach a type's context), a plain aligned word: the
/// handler does nothing but store it.
nonisolated(unsafe) private var receivedSignal: Int32 = 0

/// SIGINT and SIGTERM while a transaction runs: instead of dying with half the files moved aside,
/// the process notes the signal, the transaction stops at its next file operation and rolls back,
/// and only then does the signal take effect as it would have (exit status 130 or 143).
///
/// After the commit point a signal waits until the backups are cleared, so a completed change is
/// always completed.
enum InterruptSignals {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var depth = 0
    #if canImport(Darwin)
    typealias Handler = sig_t
    #else
    typealias Handler = sighandler_t
    #endif
    nonisolated(unsafe) private static var previous: [Int32: Handler?] = [:]

    static let handled: [Int32] = [SIGINT, SIGTERM]

    /// "rolled back" before the commit point, "completed" after; set by the transaction.
    nonisolated(unsafe) static var outcomeWhenSignalled = "rolled back"

    /// The signal that arrived, if any.
    static var pending: Int32? {
        let signal = receivedSignal
        return signal == 0 ? nil : signal
    }

    static func name(_ signal: Int32) -> String {
        switch signal {
        case SIGINT: "SIGINT"
        case SIGTERM: "SIGTERM"
        default: "signal \(signal)"
        }
    }

    /// Runs `body` with the handlers installed (nested calls share them). A signal received meanwhile
    /// is delivered again, with the handler that was there before, once the outermost call returns.
    static func deferring<T>(_ body: () throws(WorkspaceError) -> T) throws(WorkspaceError) -> T {
        install()
        let result: Result<T, WorkspaceError>
        do { result = .success(try body()) } catch { result = .failure(error) }
        uninstallAndRedeliver()
        return try result.get()
    }

    private static func install() {
        lock.lock()
        defer { lock.unlock() }
        depth += 1
        guard depth == 1 else { return }
        receivedSignal = 0
        outcomeWhenSignalled = "rolled back"
        for signal in handled {
            previous[signal] = setHandler(signal) { receivedSignal = $0 }
        }
    }

    private static func uninstallAndRedeliver() {
        lock.lock()
        depth -= 1
        guard depth == 0 else {
            lock.unlock()
            return
        }
        for signal in handled {
            _ = setHandler(signal, (previous[signal] ?? nil) ?? SIG_DFL)
        }
        previous = [:]
        let signal = receivedSignal
        receivedSignal = 0
        lock.unlock()
        guard signal != 0 else { return }
        // The process is about to end the way the signal asks; say first that the files are whole.
        FileHandle.standardError.write(Data("strata: \(name(signal)) received while writing; the write was \(outcomeWhenSignalled), so no file is half-written\n".utf8))
        raise(signal)
    }

    private static func setHandler(_ signal: Int32, _ handler: Handler?) -> Handler? {
        #if canImport(Glibc)
        Glibc.signal(signal, handler)
        #elseif canImport(Musl)
        Musl.signal(signal, handler)
        #else
        Darwin.signal(signal, handler)
        #endif
    }
}
