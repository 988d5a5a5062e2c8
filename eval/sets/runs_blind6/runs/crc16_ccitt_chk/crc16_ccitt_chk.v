// CRC-16-CCITT (poly 0x1021, init 0xFFFF) checker, 8 bits per clock.
// Asserts crc_ok at end of frame when the residue is zero.
module crc16_ccitt_chk (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       sof,      // start of frame: reload init value
    input  wire       din_vld,
    input  wire [7:0] din,
    input  wire       eof,      // last byte of frame is on din this cycle
    output reg        crc_ok,
    output reg        crc_done
);
    reg  [15:0] crc_q;
    reg  [15:0] nxt;
    integer i;

    always @* begin
        nxt = sof ? 16'hFFFF : crc_q;
        for (i = 7; i >= 0; i = i - 1)
            nxt = {nxt[14:0], 1'b0} ^ ((nxt[15] ^ din[i]) ? 16'h1021 : 16'h0000);
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            crc_q    <= 16'hFFFF;
            crc_ok   <= 1'b0;
            crc_done <= 1'b0;
        end else begin
            crc_done <= 1'b0;
            if (din_vld) begin
                crc_q <= nxt;
                if (eof) begin
                    crc_done <= 1'b1;
                    crc_ok   <= (nxt == 16'h0000);
                end
            end
        end
    end
endmodule
