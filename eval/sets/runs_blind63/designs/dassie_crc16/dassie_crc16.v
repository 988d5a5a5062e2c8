// dassie_crc16: byte-wide CRC-16/CCITT-FALSE engine (poly 0x1021, init 0xFFFF, no reflection, no xorout)
// Ports: clear reloads the init value, data_valid folds data_in into the CRC in one clock,
// crc_out is the running CRC. The check value for ASCII "123456789" is 16'h29B1.
module dassie_crc16 (
    input  wire        clk,
    input  wire        rst,
    input  wire        clear,
    input  wire        data_valid,
    input  wire [7:0]  data_in,
    output reg  [15:0] crc_out
);
    function [15:0] crc_byte;
        input [15:0] crc;
        input [7:0]  d;
        integer i;
        reg [15:0] c;
        begin
            c = crc ^ {d, 8'h00};
            for (i = 0; i < 8; i = i + 1)
                c = c[15] ? ({c[14:0], 1'b0} ^ 16'h1021) : {c[14:0], 1'b0};
            crc_byte = c;
        end
    endfunction

    always @(posedge clk) begin
        if (rst || clear)
            crc_out <= 16'hFFFF;
        else if (data_valid)
            crc_out <= crc_byte(crc_out, data_in);
    end
endmodule
