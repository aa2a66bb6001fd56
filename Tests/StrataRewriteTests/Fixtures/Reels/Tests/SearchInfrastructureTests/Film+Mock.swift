import Foundation
import SearchDomain

extension Film {
    static func mock(id: Int = 3, title: String = "Night Shift") -> Film {
        Film(id: id, title: title)
    }
}
