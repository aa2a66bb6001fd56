import Foundation

final class Observable<Value> {
    private var observers: [(observer: AnyObject, block: (Value) -> Void)] = []

    var value: Value {
        didSet { observers.forEach { $0.block(value) } }
    }

    init(_ value: Value) {
        self.value = value
    }

    func observe(on observer: AnyObject, observerBlock: @escaping (Value) -> Void) {
        observers.append((observer, observerBlock))
        observerBlock(value)
    }

    func remove(observer: AnyObject) {
        observers = observers.filter { $0.observer !== observer }
    }
}
