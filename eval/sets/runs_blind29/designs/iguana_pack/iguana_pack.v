// iguana_pack: nibble packer with lint issues - an implicit wire and port width mismatches (still synthesizes)
module iguana_nib (
    input  wire [3:0] lo,
    input  wire [3:0] hi,
    output wire [7:0] byte_out
);
    assign byte_out = {hi, lo};
endmodule

module iguana_pack (
    input  wire        clk,
    input  wire        rst,
    input  wire        wr,
    input  wire [3:0]  nib,
    output reg  [15:0] word_out,
    output reg         word_valid
);
    reg [3:0] nib_q;
    reg [1:0] phase;
    wire [3:0] byte_lo;      // declared 4 bits, but the packer drives 8

    always @(posedge clk) begin
        if (rst) begin
            nib_q <= 4'd0;
            phase <= 2'd0;
        end else if (wr) begin
            nib_q <= nib;
            phase <= phase + 2'd1;
        end
    end

    // 'pack_en' is never declared: implicit 1-bit wire
    assign pack_en = wr & phase[0];

    // width mismatch: 8-bit output into a 4-bit wire, and a 6-bit constant into a 4-bit port
    iguana_nib u_nib (.lo(nib_q), .hi(6'd9), .byte_out(byte_lo));

    always @(posedge clk) begin
        if (rst) begin
            word_out   <= 16'd0;
            word_valid <= 1'b0;
        end else begin
            word_valid <= pack_en & phase[1];
            if (pack_en)
                word_out <= {word_out[7:0], byte_lo, nib};
        end
    end
endmodule
