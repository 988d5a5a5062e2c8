// mesa_port: one registered output port of mesa_router (data register + valid flag).
module mesa_port (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       en,
    input  wire [7:0] din,
    output reg        vld,
    output reg  [7:0] dout
);
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            vld  <= 1'b0;
            dout <= 8'h00;
        end else begin
            vld <= en;
            if (en) dout <= din;
        end
    end
endmodule
