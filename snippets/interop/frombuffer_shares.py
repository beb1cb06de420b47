# devices: cpu
import struct

import torch

buffer = bytearray(8)  # 8 zero bytes
t = torch.frombuffer(buffer, dtype=torch.float32)
t[0] = 1.0  # write through the tensor
print("buffer after t[0] = 1.0:", bytes(buffer).hex(" "))
buffer[4:8] = struct.pack("<f", 2.0)  # write 2.0 into the buffer
print("t after writing 2.0 into the buffer:", t.tolist())
