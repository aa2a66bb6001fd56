import Foundation

/// What Strata last wrote to each file of a generated feature, kept so that a later run can merge
/// the spec's change into a person's edit (`ThreeWayMerge`): the merge base.
///
/// Content-addressed under `.strata/base/`, one file per distinct text, named by its `ContentHash`
/// (the hash the manifest records for the path), written and pruned in `apply`'s transaction. A
/// missing or unreadable base never fails a run: the edit then cannot be merged and is reported as
/// a conflict.
extension Workspace {
    static let basesFolder = "\(Manifest.directoryName)/base"

    /// The text Strata last wrote at `path` according to `manifest`, when it was kept and still
    /// has the recorded hash.
    package func lastWritten(_ path: String, manifest: Manifest) -> String? {
        guard let hash = manifest.files[path], let relative = Self.basePath(of: hash),
            (try? SymlinkContainment.check(relative, rootPath: rootPath)) != nil,
            case .file(let data)? = try? DiskContents.read(absolutePath: absolutePath(of: relative), relativePath: relative),
            ContentHash.of(data: data) == hash
        else { return nil }
        return String(data: data, encoding: .utf8)
    }

    /// The base files `apply` writes and deletes in the same transaction as the plan (so a failed
    /// or interrupted run leaves them as they were too): the group's renderings as the manifest
    /// will record them, and the removal of those no group refers to any more.
    func baseChanges(of plan: WritePlan, manifest: Manifest) -> [WritePlan.Entry] {
        guard plan.group != nil, (try? SymlinkContainment.check("\(Self.basesFolder)/x", rootPath: rootPath)) != nil else { return [] }
        let folder = absolutePath(of: Self.basesFolder)
        let existing = Set((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
        var changes: [String: WritePlan.Entry] = [:]
        for (path, text) in plan.renderings {
            guard let hash = manifest.files[path], let name = Self.baseName(of: hash), !existing.contains(name), ContentHash.of(text) == hash else { continue }
            let relative = "\(Self.basesFolder)/\(name)"
            changes[relative] = WritePlan.Entry(path: relative, action: .create, oldContents: nil, newContents: text, diskHash: nil)
        }
        let referenced = Set(manifest.generated.values.joined().compactMap { manifest.files[$0].flatMap(Self.baseName(of:)) })
        for name in existing.subtracting(referenced) {
            let relative = "\(Self.basesFolder)/\(name)"
            guard case .file(let data)? = try? DiskContents.read(absolutePath: absolutePath(of: relative), relativePath: relative) else { continue }
            changes[relative] = WritePlan.Entry(path: relative, action: .delete, oldContents: nil, newContents: "", diskHash: ContentHash.of(data: data), removes: true)
        }
        return changes.keys.sorted().compactMap { changes[$0] }
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
