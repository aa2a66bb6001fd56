import Foundation

/// The running executable's path, size and modification time: part of the key of every cache of
/// results (lint's findings, rendered mocks), since another build may compute them otherwise.
package enum ExecutableIdentity {
    /// Unknown (no path or no attributes): a fresh value, so nothing cached under it is ever reused.
    package static let current: String = {
        guard let path = Bundle.main.executableURL?.resolvingSymlinksInPath().path,
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        else { return "unknown-\(UUID())" }
        let size = (attributes[.size] as? Int) ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(path)|\(size)|\(modified)"
    }()
}
