// rhubarb_crc: byte-wide CRC-16/CCITT-FALSE engine (poly 0x1021, init 0xFFFF), one byte per clock
module rhubarb_crc (
    input  wire        clk,
    input  wire        rst,
    input  wire        clear,
    input  wire        byte_valid,
    input  wire [7:0]  byte_in,
    output reg  [15:0] crc,
    output reg         crc_ok
);
    function [15:0] crc_step;
        input [15:0] c;
        input [7:0]  d;
        integer i;
        reg [15:0] t;
        begin
            t = c ^ {d, 8'h00};
            for (i = 0; i < 8; i = i + 1)
                t = t[15] ? ((t << 1) ^ 16'h1021) : (t << 1);
            crc_step = t;
        end
    endfunction

    wire [15:0] next = crc_step(crc, byte_in);

    always @(posedge clk) begin
        if (rst || clear) begin
            crc    <= 16'hFFFF;
            crc_ok <= 1'b0;
        end else if (byte_valid) begin
            crc    <= next;
            crc_ok <= (next == 16'h0000);
        end
    end
endmodule
