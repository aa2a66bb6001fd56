import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the test seam decides just before one file operation of a transaction.
enum FileOperationFault: Sendable, Hashable {
    /// Carry on.
    case proceed
    /// Fail the operation with this `errno` (`ENOSPC` for a full disk, `EROFS`…); the transaction
    /// rolls back as it would after a real failure.
    case fail(Int32)
    /// Stop dead, as `kill -9` would: nothing more is done, not even the rollback, so the next
    /// command finds the journal.
    case stop
    /// Behave as if SIGINT arrived now.
    case interrupt
}

/// Receives the operation's number in the transaction (1 first), its step and its path.
typealias FileOperationHook = @Sendable (_ ordinal: Int, _ step: ApplyStep, _ path: String) -> FileOperationFault

/// Every change a transaction makes to the disk passes here first: it counts the operations,
/// lets a pending SIGINT/SIGTERM stop the transaction between two of them, and gives tests a seam
/// to fail or stop at any chosen one. Shared by the staging threads.
final class FileOperationGate: @unchecked Sendable {
    private let hook: FileOperationHook?
    private let lock = NSLock()
    private var count = 0
    /// Set once the seam said `.stop`: the caller must leave everything as it is.
    private(set) var stopped = false
    /// Set once the seam said `.interrupt`.
    private(set) var simulatedInterrupt = false
    /// Cleared at the commit point: from then on a signal waits for the transaction to finish.
    var interruptible: Bool {
        get { lock.lock(); defer { lock.unlock() }; return isInterruptible }
        set { lock.lock(); isInterruptible = newValue; lock.unlock() }
    }
    private var isInterruptible = true

    init(hook: FileOperationHook?) {
        self.hook = hook
    }

    /// How many operations were let through or refused so far.
    var operations: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }

    /// Runs one system call after the checks, turning its failure into an error about `path`.
    /// `folder` is where the call makes or removes an entry, when it is not `path`'s own folder.
    func perform<T>(
        _ step: ApplyStep, _ path: String, _ what: String, in folder: String? = nil, _ body: () throws -> T
    ) throws(WorkspaceError) -> T {
        try admit(step, path, what, in: folder)
        do {
            return try body()
        } catch let error as SystemCallError {
            throw Self.failure(error.code, path, what, in: folder)
        } catch {
            throw WorkspaceError(.writeFailed, path: path, "\(what): \(error)")
        }
    }

    /// The checks alone, for callers that handle the system call's error themselves.
    func admit(_ step: ApplyStep, _ path: String, _ what: String, in folder: String? = nil) throws(WorkspaceError) {
        lock.lock()
        if stopped {
            lock.unlock()
            throw Self.stopError(path)
        }
        count += 1
        let ordinal = count
        let isInterruptibleNow = isInterruptible
        lock.unlock()
        if isInterruptibleNow, let signal = InterruptSignals.pending {
            throw WorkspaceError(.writeFailed, path: path, "interrupted by \(InterruptSignals.name(signal))")
        }
        switch hook?(ordinal, step, path) ?? .proceed {
        case .proceed:
            return
        case .fail(let code):
            throw Self.failure(code, path, what, in: folder)
        case .stop:
            lock.lock()
            stopped = true
            lock.unlock()
            throw Self.stopError(path)
        case .interrupt:
            lock.lock()
            simulatedInterrupt = true
            lock.unlock()
            // After the commit point a signal waits, as a real one does.
            guard isInterruptibleNow else { return }
            throw WorkspaceError(.writeFailed, path: path, "interrupted by SIGINT")
        }
    }

    /// The error for a system call that failed with `errno` `code`, with what the user can do about it.
    static func failure(_ code: Int32, _ path: String, _ what: String, in folder: String?) -> WorkspaceError {
        let hint = WriteFailureHint.hint(for: code, in: folder ?? WriteFailureHint.folder(of: path))
        return WorkspaceError(.writeFailed, path: path, "\(what): \(String(cString: strerror(code)))", hint: hint)
    }

    private static func stopError(_ path: String) -> WorkspaceError {
        WorkspaceError(.writeFailed, path: path, "stopped by the test seam before this operation")
    }

    /// The seam the environment asks for: `STRATA_TEST_EXIT_AFTER_FILE_OPERATIONS=k` ends the
    /// process (exit status 137, as `kill -9`) just before operation k + 1, for tests that run the
    /// `strata` binary and then look at what the next command makes of the tree.
    static let environmentHook: FileOperationHook? = {
        guard let text = ProcessInfo.processInfo.environment["STRATA_TEST_EXIT_AFTER_FILE_OPERATIONS"],
            let limit = Int(text), limit >= 0
        else { return nil }
        return { ordinal, _, _ in
            if ordinal > limit { _exit(137) }
            return .proceed
        }
    }()
}
