// G.711 mu-law encoder: 14-bit signed linear PCM sample in, 8-bit mu-law code out one clock later.
module ulaw_enc (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        in_vld,
    input  wire [13:0] pcm,
    output reg  [7:0]  code,
    output reg         code_vld
);
    wire        sign = pcm[13];
    wire [12:0] mag  = sign ? (~pcm[12:0] + 13'd1) : pcm[12:0];
    wire [13:0] biased = {1'b0, mag} + 14'd33;
    wire [12:0] clipped = biased[13] ? 13'h1FFF : biased[12:0];

    reg [2:0] seg;
    reg [3:0] mant;

    always @(*) begin
        casez (clipped[12:5])
            8'b1???????: begin seg = 3'd7; mant = clipped[11:8]; end
            8'b01??????: begin seg = 3'd6; mant = clipped[10:7]; end
            8'b001?????: begin seg = 3'd5; mant = clipped[9:6];  end
            8'b0001????: begin seg = 3'd4; mant = clipped[8:5];  end
            8'b00001???: begin seg = 3'd3; mant = clipped[7:4];  end
            8'b000001??: begin seg = 3'd2; mant = clipped[6:3];  end
            8'b0000001?: begin seg = 3'd1; mant = clipped[5:2];  end
            default:     begin seg = 3'd0; mant = clipped[4:1];  end
        endcase
    end

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            code     <= 8'hFF;
            code_vld <= 1'b0;
        end else begin
            code_vld <= in_vld;
            if (in_vld)
                code <= ~{sign, seg, mant};
        end
    end
endmodule
