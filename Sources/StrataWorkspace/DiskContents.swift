import Foundation

/// What currently sits at a target path, as far as planning is concerned.
enum DiskContents: Sendable, Hashable {
    case missing
    case file(Data)

    /// Reads the target; anything but a regular file (or nothing) is refused rather than guessed at:
    /// a directory cannot be replaced by a file, and reading a FIFO or device could block forever.
    static func read(absolutePath: String, relativePath: String) throws(WorkspaceError) -> DiskContents {
        func unreadable(_ error: SystemCallError) -> WorkspaceError {
            WorkspaceError(.unreadable, path: relativePath, "cannot be read: \(error.reason)", hint: "check its permissions")
        }
        let type: EntryType?
        do {
            type = try SystemCalls.entryType(atPath: absolutePath, followingLinks: true)
        } catch {
            throw unreadable(error)
        }
        switch type {
        case nil:
            return .missing
        case .regularFile:
            do {
                return .file(try SystemCalls.readFile(atPath: absolutePath))
            } catch {
                throw unreadable(error)
            }
        case .directory:
            throw WorkspaceError(
                .notARegularFile, path: relativePath, "a directory exists where a file should be written",
                hint: "move the directory away or rename the output")
        case .symbolicLink, .other:
            throw WorkspaceError(
                .notARegularFile, path: relativePath, "something other than a regular file exists here",
                hint: "move it away or rename the output")
        }
    }

    var hash: String? {
        switch self {
        case .missing: nil
        case .file(let data): ContentHash.of(data: data)
        }
    }

    /// The contents as text, or `nil` when missing or not valid UTF-8 (decoding would repair
    /// invalid bytes, so only an exact round trip counts as text).
    var text: String? {
        guard case .file(let data) = self else { return nil }
        let decoded = String(decoding: data, as: UTF8.self)
        return Self.sameBytes(data, decoded) ? decoded : nil
    }

    /// Byte comparison, deliberately not `String ==`, which treats canonically equivalent
    /// Unicode (é vs e + ◌́) as equal although the files differ.
    func isIdentical(to contents: String) -> Bool {
        guard case .file(let data) = self else { return false }
        return Self.sameBytes(data, contents)
    }

    /// Whether the file is shorter than `contents` and equal to its beginning (an empty file is).
    func isStrictPrefix(of contents: String) -> Bool {
        guard case .file(let data) = self, data.count < contents.utf8.count else { return false }
        return contents.utf8.prefix(data.count).elementsEqual(data)
    }

    /// Byte equality by `memcmp` where the string is contiguous (as Swift strings almost always are).
    private static func sameBytes(_ data: Data, _ text: String) -> Bool {
        guard data.count == text.utf8.count else { return false }
        let compared = text.utf8.withContiguousStorageIfAvailable { textBytes in
            data.withUnsafeBytes { dataBytes in
                textBytes.isEmpty || memcmp(dataBytes.baseAddress!, textBytes.baseAddress!, textBytes.count) == 0
            }
        }
        return compared ?? data.elementsEqual(text.utf8)
    }
}
