import Foundation

/// What Strata last wrote to each file of a generated feature, kept so that a later run can merge
/// the spec's change into a person's edit (`ThreeWayMerge`): the merge base.
///
/// Content-addressed under `.strata/base/`, one file per distinct text, named by its `ContentHash`
/// (the hash the manifest records for the path). Bookkeeping only: a missing or unreadable base
/// never fails a run, it only means the edit cannot be merged and is reported as a conflict.
extension Workspace {
    static let basesFolder = "\(Manifest.directoryName)/base"

    /// The text Strata last wrote at `path` according to `manifest`, when it was kept and still
    /// has the recorded hash.
    public func lastWritten(_ path: String, manifest: Manifest) -> String? {
        guard let hash = manifest.files[path], let relative = Self.basePath(of: hash),
            (try? SymlinkContainment.check(relative, rootPath: rootPath)) != nil,
            case .file(let data)? = try? DiskContents.read(absolutePath: absolutePath(of: relative), relativePath: relative),
            ContentHash.of(data: data) == hash
        else { return nil }
        return String(data: data, encoding: .utf8)
    }

    /// After `plan` was applied: keeps the bases of the group's files as the manifest now records
    /// them, and removes the ones no group refers to any more. Failures are ignored (see above).
    func storeBases(of plan: WritePlan, manifest: Manifest) {
        guard plan.group != nil,
            (try? SymlinkContainment.check("\(Self.basesFolder)/x", rootPath: rootPath)) != nil
        else { return }
        let folder = absolutePath(of: Self.basesFolder)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (path, text) in plan.renderings {
            guard let hash = manifest.files[path], ContentHash.of(text) == hash, let relative = Self.basePath(of: hash) else { continue }
            let target = absolutePath(of: relative)
            if FileManager.default.fileExists(atPath: target) { continue }
            try? Data(text.utf8).write(to: URL(fileURLWithPath: target), options: .atomic)
        }
        let referenced = Set(manifest.generated.values.joined().compactMap { manifest.files[$0].flatMap(Self.baseName(of:)) })
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where !referenced.contains(name) {
            try? FileManager.default.removeItem(atPath: folder + "/" + name)
        }
    }

    /// `fnv1a64:0123…` → `fnv1a64-0123…` (no `:` in file names, for Windows checkouts).
    static func baseName(of hash: String) -> String? {
        let name = hash.replacingOccurrences(of: ":", with: "-")
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } ? name : nil
    }

    static func basePath(of hash: String) -> String? {
        baseName(of: hash).map { "\(basesFolder)/\($0)" }
    }
}
