// platypus_crc: byte-wide CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) with a parallel
// next-state function computed by an unrolled loop. Ports: clk, rst, init, valid, data -> crc, match.
module platypus_crc (
    input  wire        clk,
    input  wire        rst,
    input  wire        init,
    input  wire        valid,
    input  wire [7:0]  data,
    output reg  [15:0] crc,
    output wire        match
);
    // a frame with its CRC appended leaves zero in the register
    assign match = (crc == 16'h0000);

    function [15:0] next_crc(input [15:0] c, input [7:0] d);
        integer k;
        reg [15:0] r;
        begin
            r = c ^ {d, 8'h00};
            for (k = 0; k < 8; k = k + 1)
                r = r[15] ? ((r << 1) ^ 16'h1021) : (r << 1);
            next_crc = r;
        end
    endfunction

    always @(posedge clk) begin
        if (rst || init)
            crc <= 16'hFFFF;
        else if (valid)
            crc <= next_crc(crc, data);
    end
endmodule
