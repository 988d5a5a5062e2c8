// Glacier sensor front end: synchronises an external sample strobe and hands the data to a core block (the core RTL is not in this file).
module glacier_sync (
    input  wire clk,
    input  wire rst_n,
    input  wire async_in,
    output wire sync_out
);
    reg [1:0] ff;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) ff <= 2'b00;
        else        ff <= {ff[0], async_in};
    end
    assign sync_out = ff[1];
endmodule

module glacier_top (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        strobe_async,
    input  wire [11:0] sample,
    output wire [15:0] result,
    output wire        result_valid
);
    wire strobe;

    glacier_sync u_sync (
        .clk      (clk),
        .rst_n    (rst_n),
        .async_in (strobe_async),
        .sync_out (strobe)
    );

    glacier_core u_core (
        .clk      (clk),
        .rst_n    (rst_n),
        .start    (strobe),
        .din      (sample),
        .dout     (result),
        .done     (result_valid)
    );
endmodule
