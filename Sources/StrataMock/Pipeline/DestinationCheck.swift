import Foundation
import StrataModel

extension MockDestination {
    /// Mock folders and files are relative to the project and stay inside it.
    func checked(project: URL) throws(StrataIssues) -> MockDestination {
        func relative(_ path: String, what: String) throws(StrataIssues) -> String {
            var path = path
            if path.hasPrefix("/") {
                let root = project.path.hasSuffix("/") ? project.path : project.path + "/"
                guard path.hasPrefix(root) else {
                    throw StrataIssues([StrataIssue(at: nil, "the \(what) \(path) is outside the project \(project.path)", hint: "give a path inside the project, relative to it")])
                }
                path.removeFirst(root.count)
            }
            while path.hasPrefix("./") { path.removeFirst(2) }
            while path.hasSuffix("/") { path.removeLast() }
            if path.split(separator: "/").contains("..") {
                throw StrataIssues([StrataIssue(at: nil, "the \(what) \(path) leaves the project", hint: "write it relative to the project, without `..`")])
            }
            return path
        }
        switch self {
        case .conventions: return .conventions
        case .folder(let folder): return .folder(try relative(folder, what: "mock folder"))
        case .file(let file):
            let path = try relative(file, what: "mock file")
            guard path.hasSuffix(".swift") else {
                throw StrataIssues([StrataIssue(at: nil, "the mock file \(path) is not a Swift file", hint: "end it in `.swift`")])
            }
            return .file(path)
        }
    }
}
