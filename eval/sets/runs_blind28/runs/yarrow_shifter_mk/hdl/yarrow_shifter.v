// Registered 16-bit barrel shifter supporting logical left, logical right, arithmetic right and rotate-left.
module yarrow_shifter (
    input  wire        clk,
    input  wire [15:0] din,
    input  wire [3:0]  shamt,
    input  wire [1:0]  mode,
    output reg  [15:0] dout
);
    reg [15:0] din_r;
    reg [3:0]  shamt_r;
    reg [1:0]  mode_r;
    reg [15:0] shifted;

    always @(posedge clk) begin
        din_r   <= din;
        shamt_r <= shamt;
        mode_r  <= mode;
    end

    always @(*) begin
        case (mode_r)
            2'b00: shifted = din_r << shamt_r;
            2'b01: shifted = din_r >> shamt_r;
            2'b10: shifted = $signed(din_r) >>> shamt_r;
            default: shifted = (din_r << shamt_r) | (din_r >> (5'd16 - shamt_r));
        endcase
    end

    always @(posedge clk)
        dout <= shifted;
endmodule
