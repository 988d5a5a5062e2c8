// brucite_timer: 8-bit down-counter with auto reload and an interrupt pulse at zero.
module brucite_timer (
    input  wire       clk,
    input  wire       rst,
    input  wire       enable,
    input  wire [7:0] reload,
    output reg  [7:0] count,
    output reg        irq
);
    always @(posedge clk) begin
        if (rst) begin
            count <= 8'hFF;
            irq <= 1'b0;
        end else begin
            irq <= 1'b0;
            if (enable) begin
                if (count == 8'd0) begin
                    count <= reload;
                    irq <= 1'b1;
                end else
                    count <= count - 1'b1;
            end
        end
    end
endmodule
