import StrataModel

/// Every protocol the project declares, by name, for selection and for reading what a protocol inherits.
package struct ProtocolCatalog: Sendable {
    package let protocols: [MockableProtocol]
    private let byName: [String: [Int]]

    package init(_ protocols: [MockableProtocol]) {
        self.protocols = protocols
        var byName: [String: [Int]] = [:]
        for (index, model) in protocols.enumerated() {
            byName[model.name, default: []].append(index)
            if model.simpleName != model.name { byName[model.simpleName, default: []].append(index) }
        }
        self.byName = byName
    }

    /// The protocol declared as `name` in `file`.
    package func model(named name: String, inFile file: String) -> MockableProtocol? {
        byName[name]?.lazy.map { protocols[$0] }.first { $0.file == file && $0.name == name }
    }

    /// The protocol a name refers to from `module`: one of that module first, then any. `Module.Name`
    /// and `Name<Argument>` are understood.
    package func lookup(_ written: String, from module: String?) -> MockableProtocol? {
        let name = Self.bareName(written)
        if let found = candidates(name, from: module) { return found }
        // `Domain.UserRepository`: a module prefix.
        if let dot = name.firstIndex(of: ".") {
            let prefix = String(name[..<dot])
            let rest = String(name[name.index(after: dot)...])
            return candidates(rest, from: prefix) ?? candidates(rest, from: module)
        }
        return nil
    }

    private func candidates(_ name: String, from module: String?) -> MockableProtocol? {
        guard let indices = byName[name] else { return nil }
        let matches = indices.map { protocols[$0] }
        return matches.first { $0.module == module } ?? matches.first
    }

    /// `Store<User>` → `Store`; surrounding spaces dropped.
    package static func bareName(_ written: String) -> String {
        let trimmed = written.trimmingSpaces
        guard let open = trimmed.firstIndex(of: "<") else { return trimmed }
        return String(trimmed[..<open]).trimmingSpaces
    }

    /// `Store<User, Int>` → [`User`, `Int`].
    static func genericArguments(_ written: String) -> [String] {
        guard let open = written.firstIndex(of: "<"), let close = written.lastIndex(of: ">"), open < close else { return [] }
        return TopLevelCommas.split(written[written.index(after: open)..<close])
    }
}
