import Foundation
import StrataIndex
import SwiftParser
import SwiftSyntax

/// A probe, not a Strata workload: the parse-only pass that also keeps, per file, as many bytes as a
/// lint summary keeps, either as many small heap blocks (the present `FileSummary` shape) or as one
/// block (a compact summary). It tells what the *shape* of what lint keeps costs the parse around it.
public enum RetentionProbe {
    public static func parseKeeping(
        _ files: [String], blocksPerFile: Int, bytesPerFile: Int,
        workers: Int = ProcessInfo.processInfo.activeProcessorCount
    ) async -> [[[UInt8]]] {
        let workers = max(1, workers)
        return await withTaskGroup(of: [[UInt8]].self) { group in
            for worker in 0..<workers {
                group.addTask {
                    var kept: [[UInt8]] = []
                    for index in stride(from: worker, to: files.count, by: workers) {
                        guard let data = FileManager.default.contents(atPath: files[index]) else { continue }
                        _ = data.withUnsafeBytes { raw in
                            Parser.parse(source: raw.bindMemory(to: UInt8.self)).statements.count
                        }
                        // Blocks of varied sizes around the mean, written so their pages are touched.
                        let mean = bytesPerFile / max(1, blocksPerFile)
                        for block in 0..<blocksPerFile {
                            let size = blocksPerFile == 1 ? bytesPerFile : max(8, mean / 2 + (block * 37) % max(1, mean))
                            kept.append([UInt8](repeating: UInt8(truncatingIfNeeded: block | 1), count: size))
                        }
                    }
                    return kept
                }
            }
            var all: [[[UInt8]]] = []
            for await kept in group { all.append(kept) }
            return all
        }
    }
}

extension RetentionProbe {
    /// Inline bytes of an index's summaries by record type (element count × stride; strings' and
    /// arrays' own heap blocks are not counted), to see which records the memory is in; the code
    /// facts' unused capacity is the row `spare capacity`.
    public static func inlineBytes(_ index: SourceIndex) -> [(name: String, count: Int, bytes: Int)] {
        var counts: [String: (count: Int, bytes: Int)] = [:]
        func add<T>(_ type: T.Type, _ count: Int) {
            let key = String(describing: type)
            let old = counts[key] ?? (0, 0)
            counts[key] = (old.count + count, old.bytes + count * MemoryLayout<T>.stride)
        }
        func addSpare<T>(_ list: [T]) {
            let old = counts["spare capacity"] ?? (0, 0)
            counts["spare capacity"] = (old.count + list.capacity - list.count, old.bytes + (list.capacity - list.count) * MemoryLayout<T>.stride)
        }
        for file in index.files {
            add(FileSummary.self, 1)
            add(Declaration.self, file.declarations.count)
            for declaration in file.declarations {
                add(Member.self, declaration.members.count)
                add(String.self, declaration.attributes.count + declaration.inheritedTypes.count)
                for member in declaration.members {
                    add(MemberParameter.self, member.parameters.count)
                    add(String.self, member.attributes.count + member.accessors.count)
                }
            }
            add(ImportFact.self, file.imports.count)
            add(NameReference.self, file.code.typeReferences.count)
            add(MemberAccess.self, file.code.memberAccesses.count)
            add(CallSite.self, file.code.calls.count)
            add(CatchSite.self, file.code.catchClauses.count)
            add(ThrowSite.self, file.code.throwSites.count)
            add(CommentDirective.self, file.code.directives.count)
            addSpare(file.code.typeReferences)
            addSpare(file.code.memberAccesses)
            addSpare(file.code.calls)
        }
        return counts.map { ($0.key, $0.value.count, $0.value.bytes) }.sorted { $0.bytes > $1.bytes }
    }
}
