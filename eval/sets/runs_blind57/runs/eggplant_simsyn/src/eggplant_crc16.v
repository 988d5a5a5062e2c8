// eggplant_crc16: CRC-16/CCITT-FALSE engine, one byte per clock (poly 0x1021, init 0xFFFF, no reflection, no xorout)
// Ports: clk, rst_n, init (reload 0xFFFF), valid + data (byte in), crc (running value)
// Check value: the ASCII string "123456789" gives 0x29B1.
module eggplant_crc16 (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        init,
    input  wire        valid,
    input  wire [7:0]  data,
    output reg  [15:0] crc
);
    function [15:0] crc_byte;
        input [15:0] c;
        input [7:0]  d;
        integer k;
        reg [15:0] x;
        begin
            x = c ^ {d, 8'h00};
            for (k = 0; k < 8; k = k + 1)
                x = x[15] ? ((x << 1) ^ 16'h1021) : (x << 1);
            crc_byte = x;
        end
    endfunction

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            crc <= 16'hFFFF;
        else if (init)
            crc <= 16'hFFFF;
        else if (valid)
            crc <= crc_byte(crc, data);
    end
endmodule
