import Foundation

struct Clock {
    var now: () -> Date = Date.init
}
