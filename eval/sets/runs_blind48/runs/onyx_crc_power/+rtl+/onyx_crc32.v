// onyx_crc32: byte-wide Ethernet CRC-32 generator/checker (poly 0x04C11DB7, reflected, init 0xFFFFFFFF,
// final XOR 0xFFFFFFFF). One byte per clock.
// Ports: clk, rst_n, init (restart a frame), data_valid, data[7:0] -> crc_out[31:0] (final value),
//        crc_ok (residue 0xDEBB20E3 seen: frame including its FCS is good)
module onyx_crc32 (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        init,
    input  wire        data_valid,
    input  wire [7:0]  data,
    output wire [31:0] crc_out,
    output wire        crc_ok
);
    reg [31:0] crc;

    function [31:0] crc32_byte(input [31:0] c, input [7:0] d);
        integer k;
        reg [31:0] r;
        begin
            r = c;
            for (k = 0; k < 8; k = k + 1)
                r = (r[0] ^ d[k]) ? ((r >> 1) ^ 32'hEDB88320) : (r >> 1);
            crc32_byte = r;
        end
    endfunction

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            crc <= 32'hFFFFFFFF;
        else if (init)
            crc <= 32'hFFFFFFFF;
        else if (data_valid)
            crc <= crc32_byte(crc, data);
    end

    assign crc_out = ~crc;
    assign crc_ok  = (crc == 32'hDEBB20E3);
endmodule
